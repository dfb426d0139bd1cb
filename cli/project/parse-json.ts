export type ParseResult = { ok: true; data: unknown } | { ok: false; message: string };

/**
 * JSON.parse with the error located by line and column, which V8 reports only as a character offset.
 */
export function parseJson(text: string): ParseResult {
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch (error) {
    const message = (error as Error).message;
    const offset = /position (\d+)/.exec(message)?.[1];
    // V8 quotes the text around the error, newlines included; keep the report on one line.
    const reason = message
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/^JSON\.parse: /, '')
      .replaceAll('\n', '\\n');
    if (offset === undefined) return { ok: false, message: `is not valid JSON: ${reason}` };
    const before = text.slice(0, Number(offset));
    const line = before.split('\n').length;
    const column = Number(offset) - before.lastIndexOf('\n');
    return { ok: false, message: `is not valid JSON: ${reason} (line ${line}, column ${column})` };
  }
}
