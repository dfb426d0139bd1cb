import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProjectConfig } from './project-config.ts';

describe('loadProjectConfig', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'project-config-'));
    await writeFile(path.join(root, 'package.json'), '{"name": "x"}');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('uses the defaults when there is no config file', async () => {
    const config = await loadProjectConfig(root);
    expect(config.configFile).toBeNull();
    expect(config).toMatchObject({
      defaultCountry: 'sk',
      storeIdPrefix: 'multishop',
      searchIndexPrefix: 'stage',
      server: { host: '127.0.0.1', port: 3000 },
      liveUpdates: { port: 2087 },
      paths: { countries: path.join(root, 'countries'), generated: path.join(root, 'generated') },
    });
  });

  it('reads multishop.config.json, also from a sub-folder of the project', async () => {
    await writeFile(
      path.join(root, 'multishop.config.json'),
      '{"server": {"port": 4000}, "paths": {"countries": "cfg"}}',
    );
    const sub = path.join(root, 'countries');
    await mkdir(sub);
    const config = await loadProjectConfig(sub);
    expect(config.root).toBe(root);
    expect(config.configFile).toBe('multishop.config.json');
    expect(config.server).toEqual({ host: '127.0.0.1', port: 4000 });
    expect(config.paths.countries).toBe(path.join(root, 'cfg'));
  });

  it('reads the multishop key of package.json', async () => {
    await writeFile(path.join(root, 'package.json'), '{"name": "x", "multishop": {"defaultCountry": "cz"}}');
    const config = await loadProjectConfig(root);
    expect(config.configFile).toBe('package.json');
    expect(config.defaultCountry).toBe('cz');
  });
});
