// An IBAN as a person reads and types it (ISO 13616-1 §5.2: "paper format", groups of four separated by a space)
// and as it is pasted into a banking app (the electronic format: no spaces).

/** The electronic format: no spaces, capitals. */
export function electronicIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** The paper format: groups of four characters, the last one shorter. */
export function paperIban(iban: string): string {
  return electronicIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
