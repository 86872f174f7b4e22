// The server, compiled: src/server/main.ts and everything of ours it imports, bundled by esbuild
// into dist/server/main.js. Packages stay in node_modules (imported at run time, unchanged), so
// `npm start` runs plain JavaScript: no tsx, no TypeScript compiler (decision 160).
//
// dist mirrors src: a path a module resolves against its own location (`new URL('./migrations',
// import.meta.url)`) resolves from the module's mirrored place under dist/ exactly as it does
// from src/ (src/server/db/client.ts -> dist/server/db/client.js), and the files such paths name
// inside src/server (the migrations) are copied to the same mirrored place.
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Files of src/server that modules read at run time, relative to themselves. */
const RUNTIME_ASSETS = ['server/db/migrations'];

/** `import.meta.url` of a source module as seen from its mirror under dist/, computed in the bundle. */
function mirroredMetaPlugin(root, distRoot, outdir) {
  const src = path.join(root, 'src');
  return {
    name: 'mirrored-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
        if (!args.path.startsWith(src + path.sep) || !/import\.meta\.(url|dirname|filename)/.test(text)) {
          return { contents: text, loader };
        }
        const mirror = path.join(distRoot, path.relative(src, args.path)).replace(/\.tsx?$/, '.js');
        const rel = path.relative(outdir, mirror).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`)}, import.meta.url)`;
        const contents = text
          .replaceAll('import.meta.url', `${url}.href`)
          .replaceAll('import.meta.filename', `__holdfastFileURLToPath(${url})`)
          .replaceAll('import.meta.dirname', `__holdfastDirname(__holdfastFileURLToPath(${url}))`);
        return { contents, loader };
      });
    },
  };
}

/**
 * Bundle the server into `<distRoot>/server/main.js` (default dist/server/main.js) and copy its
 * run-time assets to their mirrored places. Returns the bundle's path.
 */
export async function buildServer({ root = ROOT, distRoot = path.join(root, 'dist') } = {}) {
  const outdir = path.join(distRoot, 'server');
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const outfile = path.join(outdir, 'main.js');
  await esbuild.build({
    absWorkingDir: root,
    // The backup and restore commands beside it: the integration suite runs them compiled, as
    // it runs the server (a TypeScript transform per command cost seconds of CPU each).
    entryPoints: {
      main: path.join(root, 'src', 'server', 'main.ts'),
      backup: path.join(root, 'scripts', 'backup.ts'),
      restore: path.join(root, 'scripts', 'restore.ts'),
    },
    outdir,
    bundle: true,
    // Modules the server imports on demand (the PGlite import, backup and restore through the
    // admin socket) become chunks of their own, loaded when first used: without splitting,
    // esbuild inlines them and hoists their packages (PGlite, tar) into every start.
    // Chunks sit beside main.js, so the mirrored import.meta.url paths below hold for them too.
    splitting: true,
    chunkNames: '[name]-[hash]',
    // node_modules are imported at run time, as they are when running from source.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    // Readable stack traces and log lines: names and lines are kept.
    minify: false,
    banner: {
      js: [
        "import { fileURLToPath as __holdfastFileURLToPath } from 'node:url';",
        "import { dirname as __holdfastDirname } from 'node:path';",
      ].join('\n'),
    },
    plugins: [mirroredMetaPlugin(root, distRoot, outdir)],
    logLevel: 'warning',
  });
  for (const asset of RUNTIME_ASSETS) {
    await cp(path.join(root, 'src', asset), path.join(distRoot, asset), { recursive: true });
  }
  return outfile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const outfile = await buildServer();
  console.warn(
    `Server compiled to ${path.relative(process.cwd(), outfile)} in ${Math.round(performance.now() - started)} ms`,
  );
}
