// One country's share of a table that has an entry per country (ADR 021): what a page brings to the
// browser and what a country's build holds.

/** How a table is keyed, which says how one country's share of it is cut out. */
export type CountryTableKind =
  /** { [country]: value } → { [own country]: value } */
  | 'byCountry'
  /** [country, …] → [own country] */
  | 'countryList'
  /** { [key]: country } → the entries whose value is the own country */
  | 'toCountry'
  /** { [key]: [country, …] } → each key kept, its list cut to the own country */
  | 'countryLists'
  /** { [key]: { country, … } } → the entries of the own country */
  | 'ofCountry';

/** One country's share of a table of the given kind. */
export function shareOf(kind: CountryTableKind, table: unknown, country: string): unknown {
  switch (kind) {
    case 'byCountry':
      return { [country]: (table as Record<string, unknown>)[country] };
    case 'countryList':
      return (table as readonly string[]).filter((code) => code === country);
    case 'toCountry':
      return Object.fromEntries(Object.entries(table as Record<string, string>).filter(([, code]) => code === country));
    case 'ofCountry':
      return Object.fromEntries(
        Object.entries(table as Record<string, { country: string }>).filter(([, entry]) => entry.country === country),
      );
    case 'countryLists':
      return Object.fromEntries(
        Object.entries(table as Record<string, readonly string[]>).map(([key, codes]) => [
          key,
          codes.filter((code) => code === country),
        ]),
      );
  }
}

/** Each table named in `kinds` cut to one country, by name. */
export function shareOfTables(
  tables: Readonly<Record<string, unknown>>,
  kinds: Readonly<Record<string, CountryTableKind>>,
  names: readonly string[],
  country: string,
): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, shareOf(kinds[name]!, tables[name], country)]));
}
