/**
 * Every circle an import graph holds, each as `a → b → a`, found once from where a walk in `files` order first
 * meets it: the build's structure test and the test of src/'s imports read their graphs differently, then ask this
 * alike.
 */
export function importCircles(files: readonly string[], importsOf: (file: string) => readonly string[]): string[] {
  const circles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') {
      circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
      return;
    }
    state.set(file, 'visiting');
    for (const next of importsOf(file)) visit(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of files) visit(file, []);
  return circles;
}
