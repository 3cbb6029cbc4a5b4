// Preloaded by the benchmarks into every build they time (ours and the peer's), so peak memory is
// measured the same way for both: the process's maximum resident set size, printed at exit.
process.on('exit', () => process.stderr.write(`\npeak-rss-kb ${process.resourceUsage().maxRSS}\n`));
