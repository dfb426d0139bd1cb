import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.ts';

describe('escapeMarkup', () => {
  it('escapes the five characters that can leave text or a quoted attribute', () => {
    expect(escapeMarkup(`<script>"a" & 'b'</script>`)).toBe(
      '&#60;script&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/script&#62;',
    );
    expect(escapeMarkup('Vŕtačky 18 V')).toBe('Vŕtačky 18 V');
  });
});
