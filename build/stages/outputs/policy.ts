/** What every policy forbids (being framed, plugins, another base) is fixed here; the rest comes from `sources`. */
export function policyOf(sources: {
  script: string;
  style: string;
  img: string;
  connect: string;
  frame: string;
}): string {
  return [
    "default-src 'self'",
    `script-src ${sources.script}`,
    `style-src ${sources.style}`,
    `img-src ${sources.img}`,
    "font-src 'self'",
    `connect-src ${sources.connect}`,
    `frame-src ${sources.frame}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
