// The proxy's image (server-proxy/Dockerfile) cannot be built here (no Docker): it is linted
// instead. dockerfile-utils (the Docker language service's validator) checks its syntax and
// instructions; the rules below are the hadolint-style practices this image is held to, and
// every file it copies from the repository must exist, so the image follows the layout.
import { existsSync, readFileSync } from 'node:fs';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const text = readFileSync(new URL('server-proxy/Dockerfile', root), 'utf8');
const dockerfile = DockerfileParser.parse(text);
const lines = text.split('\n');

/** The instruction as written (continuation lines joined), flags included. */
function source(i: Instruction): string {
  const { start, end } = i.getRange();
  return lines
    .slice(start.line, end.line + 1)
    .join(' ')
    .replace(/\\\s+/g, ' ');
}

/** The instructions of each stage, in order, with the image it starts from (ARGs resolved). */
function stages(): { name: string; image: string; instructions: Instruction[] }[] {
  const args = Object.fromEntries(
    dockerfile.getInitialARGs().map((a) => {
      const [name, value] = (a.getArgumentsContent() ?? '').split('=');
      return [name!, value ?? ''];
    }),
  );
  const out: { name: string; image: string; instructions: Instruction[] }[] = [];
  for (const i of dockerfile.getInstructions()) {
    if (i.getKeyword() === 'FROM') {
      const [image = '', , name = ''] = (i.getArgumentsContent() ?? '').split(/\s+/);
      out.push({
        name,
        image: image.replace(/\$\{(\w+)\}/g, (_, arg: string) => args[arg] ?? ''),
        instructions: [],
      });
    } else {
      out.at(-1)?.instructions.push(i);
    }
  }
  return out;
}

describe('the proxy image (server-proxy/Dockerfile)', () => {
  it('has no problem the Docker language service reports', () => {
    expect(validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds in named stages from one pinned slim Node 20 image', () => {
    const all = stages();
    expect(all.map((s) => s.name)).toEqual(['build', 'deps', 'runtime']);
    for (const stage of all) {
      expect(stage.image).toMatch(/^node:20\.\d+(\.\d+)?-[a-z]+-slim$/);
    }
  });

  it('runs as an unprivileged user, in exec form, with a health check on /healthz', () => {
    const runtime = stages().at(-1)!;
    const keyword = (k: string) => runtime.instructions.filter((i) => i.getKeyword() === k);
    expect(keyword('USER').at(-1)?.getArgumentsContent()).toBe('node');
    for (const i of [...keyword('CMD'), ...keyword('ENTRYPOINT')]) {
      expect(i.getArgumentsContent()).toMatch(/^\[/);
    }
    expect(keyword('CMD').at(-1)?.getArgumentsContent()).toContain('server-proxy/dist/bin.js');
    expect(keyword('HEALTHCHECK').at(-1)?.getArgumentsContent()).toContain('/healthz');
    expect(keyword('EXPOSE')).toHaveLength(1);
    // No compiler and no package manager run in the runtime stage: it only copies what is built.
    expect(keyword('RUN').map((i) => i.getArgumentsContent())).toEqual([
      'mkdir -p /data && chown node:node /data',
    ]);
  });

  it('installs from the lock and keeps apt lean', () => {
    const runs = dockerfile
      .getInstructions()
      .filter((i) => i.getKeyword() === 'RUN')
      .map(source);
    for (const run of runs) {
      expect(run).not.toMatch(/\bnpm (i|install)\b/);
      if (/apt-get install/.test(run)) {
        expect(run).toContain('--no-install-recommends');
        expect(run).toContain('rm -rf /var/lib/apt/lists/*');
        expect(run).toMatch(/apt-get update .*&& .*apt-get install/);
      }
    }
    expect(dockerfile.getInstructions().filter((i) => i.getKeyword() === 'ADD')).toEqual([]);
  });

  it('copies only files that exist in the repository, and leaves node_modules out of the context', () => {
    const copies = dockerfile
      .getCOPYs()
      .map(source)
      .filter((line) => !line.includes('--from='));
    expect(copies.length).toBeGreaterThan(0);
    for (const line of copies) {
      const paths = line.split(/\s+/).slice(1, -1);
      for (const path of paths) expect(existsSync(new URL(path, root)), path).toBe(true);
    }
    const ignored = readFileSync(new URL('.dockerignore', root), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.data']));
  });

  it('is documented in the README with the one command that builds it', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(readme).toContain('docker build -f server-proxy/Dockerfile -t loyalkit-proxy .');
  });
});
