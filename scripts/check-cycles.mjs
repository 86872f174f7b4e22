// No import cycles in src/, type imports included (decision 269). ESLint's import-x/no-cycle
// skips type-only imports, so a cycle through types alone (the knot issue 36 untied) would pass it;
// madge reads every import as a newcomer does. Run by `npm run lint` after ESLint.
import madge from 'madge';

const started = Date.now();
const result = await madge('src', {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  // Type imports count: a cycle of types is still a knot to read through.
  detectiveOptions: {
    ts: { skipTypeImports: false },
    tsx: { skipTypeImports: false },
  },
});
const cycles = result.circular();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (cycles.length > 0) {
  console.error(`Import cycles in src/ (type imports included): ${cycles.length}`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' > ')}`);
  console.error('Break each one: move what both sides share into a module of its own, below both.');
  process.exit(1);
}
console.log(`No import cycles in src/ (${Object.keys(result.obj()).length} files, ${seconds} s).`);
