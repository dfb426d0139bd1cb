/** Text made safe inside HTML, XML or SVG, as element content or a quoted attribute value. */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
