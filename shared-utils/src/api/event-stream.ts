import { parseJson, readStr } from '../util/read';

/** One server-sent event: its name (`message` when none is given) and its data lines joined. */
export type ServerEvent = { event: string; data: string };

/**
 * Splits server-sent events out of text as it arrives (the text/event-stream format: `event:` and `data:`
 * lines, a blank line ends an event); answers the events complete so far and the unfinished rest.
 */
export function splitEvents(text: string): { events: ServerEvent[]; rest: string } {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    return data.length > 0 ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/** The text of a `delta` event ({"text": "…"}), '' for anything else. */
export const deltaText = (data: string): string => readStr((parseJson(data) as { text?: unknown } | null)?.text);

/** The page a `progress` event says OCR has started ({"page": 2, "pages": 3}), or null for anything else. */
export function progressOf(data: string): { page: number; pages: number } | null {
  const value = parseJson(data) as { page?: unknown; pages?: unknown } | null;
  const page = Number(value?.page);
  const pages = Number(value?.pages);
  return Number.isInteger(page) && Number.isInteger(pages) && page >= 1 && page <= pages ? { page, pages } : null;
}
