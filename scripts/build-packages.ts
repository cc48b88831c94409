// Builds the workspace packages into their dist/ folders (`npm run build:packages`, or one of
// them: `tsx scripts/build-packages.ts proxy`): JavaScript for Node (esbuild: the sources are
// TypeScript that tsx runs in this repository, and a package must run without it) and type
// declarations (tsc). The sources import the contract as `src/api` and the proxy imports the
// sandbox as `sandbox/index.ts`; in a package those imports name the packages instead
// (`loyalkit-contract`, `loyalkit-sandbox`), so each is shared, never copied. Any other import
// that leaves a package's folder fails the build.
import { build, type Plugin } from 'esbuild';
import { chmodSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One package: its folder, entry points, command, and the other packages it imports. */
interface PackageBuild {
  dir: string;
  /** Entry points (relative to the package folder) for the library and its command. */
  entries: string[];
  /** The entry whose types are the package's (`exports["."].types`). */
  typesEntry: string;
  /** The command's output file (made executable). */
  bin?: string;
  /** Source files of other workspaces this one imports, with the package that provides them. */
  provided: Record<string, string>;
  /** Folders copied beside the output (read at run time). */
  assets?: string[];
  /** Where the sources are when they are not the package folder (the contract: `src/api`). */
  sourceDir?: string;
}

const CONTRACT = join(root, 'src/api/index.ts');
const SANDBOX = join(root, 'sandbox/index.ts');

const PACKAGES: Record<string, PackageBuild> = {
  contract: {
    dir: 'contract',
    sourceDir: 'src/api',
    entries: ['../src/api/index.ts'],
    typesEntry: '../src/api/index.ts',
    provided: {},
  },
  sandbox: {
    dir: 'sandbox',
    entries: ['index.ts', 'main.ts'],
    typesEntry: 'index.ts',
    bin: 'main.js',
    provided: { [CONTRACT]: 'loyalkit-contract' },
    assets: ['migrations'],
  },
  proxy: {
    dir: 'server-proxy',
    entries: ['index.ts', 'bin.ts'],
    typesEntry: 'index.ts',
    bin: 'bin.js',
    provided: { [CONTRACT]: 'loyalkit-contract', [SANDBOX]: 'loyalkit-sandbox' },
  },
};

/** The TypeScript file a relative import names (`./x.js` is `./x.ts` in the sources). */
function sourceOf(from: string, specifier: string): string {
  return resolve(from, specifier).replace(/\.js$/, '.ts');
}

/** Keeps a package inside its folder: other workspaces' files become their packages' names. */
function workspaceImports(pkg: PackageBuild): Plugin {
  const own = join(root, pkg.sourceDir ?? pkg.dir);
  return {
    name: 'workspace-imports',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = sourceOf(args.resolveDir, args.path);
        const provider = pkg.provided[target];
        if (provider) return { path: provider, external: true };
        if (target.startsWith(own + '/') || args.kind === 'entry-point') return undefined;
        return {
          errors: [
            {
              text: `${relative(root, args.importer)} imports ${args.path}, outside ${pkg.dir}/ and not a package`,
            },
          ],
        };
      });
    },
  };
}

/** Rewrites the declarations' imports of other workspaces to their package names. */
function rewriteDeclaration(pkg: PackageBuild, file: string, text: string): string {
  return text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\2/g, (all, lead, quote, spec) => {
    const provider = pkg.provided[sourceOf(dirname(file), spec)];
    return provider ? `${lead}${quote}${provider}${quote}` : all;
  });
}

/** Emits the declarations of the package's own files (tsc, the repository's compiler options). */
function emitTypes(pkg: PackageBuild, outDir: string): void {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const own = join(root, pkg.sourceDir ?? pkg.dir);
  const program = ts.createProgram([join(root, pkg.dir, pkg.typesEntry)], {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    rootDir: own,
    outDir,
    paths: undefined,
  });
  const { diagnostics } = program.emit(undefined, (fileName, text) => {
    // Declarations of files outside the package (the contract, for the proxy) are not its own.
    const source = resolve(own, relative(outDir, fileName)).replace(/\.d\.ts$/, '.ts');
    if (!source.startsWith(own + '/')) return;
    mkdirSync(dirname(fileName), { recursive: true });
    writeFileSync(fileName, rewriteDeclaration(pkg, source, text));
  });
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    throw new Error(
      ts.formatDiagnostics(errors, {
        ...ts.sys,
        getCanonicalFileName: (f) => f,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      }),
    );
  }
}

async function buildPackage(name: string, pkg: PackageBuild): Promise<void> {
  const started = Date.now();
  const dir = join(root, pkg.dir);
  const outDir = join(dir, 'dist');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: dir,
    entryPoints: pkg.entries.map((e) => join(dir, e)),
    outdir: outDir,
    outbase: join(root, pkg.sourceDir ?? pkg.dir),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // npm packages stay imports: each package declares them, npm installs them.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [workspaceImports(pkg)],
  });
  for (const asset of pkg.assets ?? [])
    cpSync(join(dir, asset), join(outDir, asset), { recursive: true });
  if (pkg.bin) chmodSync(join(outDir, pkg.bin), 0o755);
  emitTypes(pkg, outDir);
  console.log(`built ${name} (${pkg.dir}/dist) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const wanted = process.argv.slice(2);
for (const name of wanted.length > 0 ? wanted : Object.keys(PACKAGES)) {
  const pkg = PACKAGES[name];
  if (!pkg) throw new Error(`no package ${name}: one of ${Object.keys(PACKAGES).join(', ')}`);
  await buildPackage(name, pkg);
}
