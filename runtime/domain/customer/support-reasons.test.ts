import { describe, expect, it } from 'vitest';
import { ROUTE_KEYS, ROUTING } from '../../../generated/index.ts';
import {
  SUBREASONS_BY_REASON,
  SUPPORT_NEEDS,
  SUPPORT_PREFILL_MODES,
  SUPPORT_REASON_KEYS,
  SUPPORT_SHORTCUTS,
  SUPPORT_SUBREASONS,
  supportSubreason,
  type SupportSubreasonKey,
} from './support-reasons.ts';

describe('support reasons (spec/3 §3 Support contact)', () => {
  it('lists the reasons of the spec, in its order', () => {
    expect(SUPPORT_REASON_KEYS).toEqual([
      'consulting',
      'payment',
      'sales',
      'order',
      'shipment',
      'invoice',
      'productClaim',
      'returns',
      'account',
      'shopIssue',
      'other',
    ]);
  });

  it('has the six subreason flags', () => {
    expect(SUPPORT_NEEDS).toEqual([
      'productNumber',
      'invoiceNumber',
      'orderNumber',
      'vatId',
      'quantity',
      'phoneNumber',
    ]);
  });

  it.each(SUPPORT_REASON_KEYS)('%s offers at least one subreason, each of that reason', (reason) => {
    expect(SUBREASONS_BY_REASON[reason].length).toBeGreaterThan(0);
    for (const key of SUBREASONS_BY_REASON[reason]) expect(SUPPORT_SUBREASONS[key].reason).toBe(reason);
  });

  it('offers every subreason under exactly one reason', () => {
    const offered = SUPPORT_REASON_KEYS.flatMap((reason) => SUBREASONS_BY_REASON[reason]);
    expect([...offered].sort()).toEqual(Object.keys(SUPPORT_SUBREASONS).sort());
  });
});

describe('shortcut panels (spec/3 §2)', () => {
  it.each<[SupportSubreasonKey, string]>([
    ['noReasonReturn', 'returns'],
    ['invoiceRequest', 'invoice'],
    ['shipmentStatus', 'shipment'],
  ])('%s (under %s) shows a shortcut panel', (key, reason) => {
    expect(supportSubreason(key)).toMatchObject({ reason, shortcut: key });
  });

  it('no-reason return: the return portal and the return policy page', () => {
    expect(SUPPORT_SHORTCUTS.noReasonReturn).toEqual([
      { kind: 'returnsPortal' },
      { kind: 'route', routeKey: 'returnPolicy' },
    ]);
  });

  it.each(['invoiceRequest', 'shipmentStatus'] as const)('%s: the my-orders page', (key) => {
    expect(SUPPORT_SHORTCUTS[key]).toEqual([{ kind: 'external', key: 'myOrders' }]);
  });

  it('points only at routes and external links that the config has', () => {
    const externalKeys: string[] = ROUTING.externalLinks.map((link) => link.key);
    for (const link of Object.values(SUPPORT_SHORTCUTS).flat()) {
      if (link.kind === 'route') expect(ROUTE_KEYS).toContain(link.routeKey);
      if (link.kind === 'external') expect(externalKeys).toContain(link.key);
    }
  });

  it('shows no panel for the other subreasons', () => {
    const withPanel = (Object.keys(SUPPORT_SUBREASONS) as SupportSubreasonKey[]).filter(
      (key) => supportSubreason(key).shortcut !== undefined,
    );
    expect(withPanel.sort()).toEqual(['invoiceRequest', 'noReasonReturn', 'shipmentStatus']);
  });
});

describe('notes, hints and prefill modes (spec/3 §2, §3)', () => {
  it('the spare-parts subreason shows an info note, the portal-issue subreason a hint', () => {
    expect(supportSubreason('sparePartsRequest').note).toBe('spareParts');
    expect(supportSubreason('portalIssue').hint).toBe('portalIssue');
    expect(supportSubreason('productAdvice').note).toBeUndefined();
    expect(supportSubreason('productAdvice').hint).toBeUndefined();
  });

  it.each([
    ['manual', 'missingLanguageManual', 'productClaim', null],
    ['quote', 'discountRequest', 'sales', 1],
    ['spareParts', 'sparePartsRequest', 'sales', null],
  ] as const)('%s opens %s under %s, quantity %s', (mode, subreason, reason, quantity) => {
    expect(SUPPORT_PREFILL_MODES[mode]).toEqual({ subreason, quantity });
    expect(supportSubreason(subreason)).toMatchObject({ reason, prefill: mode });
    expect(supportSubreason(subreason).needs).toContain('productNumber');
  });

  it('a quote asks for a quantity', () => {
    expect(supportSubreason('discountRequest').needs).toContain('quantity');
  });
});
