import { describe, expect, it } from 'vitest';
import { EU_MEMBER_STATES, isEuMemberState, memberStateOfVatId } from './eu-member-states.ts';

describe('EU member states (Directive 2006/112/EC art. 5)', () => {
  it('are the 27 member states, without the EFTA states or the United Kingdom', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    for (const state of ['AT', 'de', 'Gr', 'MT']) expect(isEuMemberState(state)).toBe(true);
    for (const outside of ['CH', 'NO', 'GB', 'IS', 'LI', 'EL', 'XI', '']) expect(isEuMemberState(outside)).toBe(false);
  });

  it('reads a VAT ID’s member state from its prefix, Greece’s EL as GR', () => {
    expect(memberStateOfVatId('ATU13585627')).toBe('AT');
    expect(memberStateOfVatId(' de100000008')).toBe('DE');
    expect(memberStateOfVatId('EL094259216')).toBe('GR');
    for (const outside of ['CHE123456789', 'NO123456789MVA', 'GB123456789', '12345678', '']) {
      expect(memberStateOfVatId(outside)).toBeNull();
    }
  });
});
