import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProjectConfig } from './project-config.ts';
import { PROJECT_ROOT } from '../../tests/fixtures/temp-project.ts';

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

  it('defaults to exactly the defaults the schema documents', async () => {
    const schema = JSON.parse(
      await readFile(path.join(PROJECT_ROOT, 'schemas/project-config.schema.json'), 'utf8'),
    ) as { properties: Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }> };
    const documented = (name: string) => schema.properties[name]!;
    const nested = (name: string) =>
      Object.fromEntries(Object.entries(documented(name).properties ?? {}).map(([key, value]) => [key, value.default]));
    const config = await loadProjectConfig(root);
    expect(config.defaultCountry).toBe(documented('defaultCountry').default);
    expect(config.timeZone).toBe(documented('timeZone').default);
    expect(config.storeIdPrefix).toBe(documented('storeIdPrefix').default);
    expect(config.searchIndexPrefix).toBe(documented('searchIndexPrefix').default);
    expect(config.server).toEqual(nested('server'));
    expect(config.liveUpdates).toEqual(nested('liveUpdates'));
    expect(config.paths).toEqual(
      Object.fromEntries(Object.entries(nested('paths')).map(([key, value]) => [key, path.join(root, String(value))])),
    );
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
