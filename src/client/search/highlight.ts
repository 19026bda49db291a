/**
 * Snippets as runs of plain text, some marked as matches. Results are never HTML: whatever a page
 * or a query contains is rendered as text.
 */
import type { Segment } from './types';

const wordPattern = /[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*/gu;

/** The whole text, with the words `isMatch` accepts marked. */
export function highlight(text: string, isMatch: (word: string) => boolean): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const found of text.matchAll(wordPattern)) {
    const [word] = found;
    if (!isMatch(word)) continue;
    if (found.index > last) segments.push({ text: text.slice(last, found.index), match: false });
    segments.push({ text: word, match: true });
    last = found.index + word.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return mergeRuns(segments);
}

function mergeRuns(segments: Segment[]): Segment[] {
  const merged: Segment[] = [];
  for (const segment of segments) {
    const previous = merged.at(-1);
    if (previous?.match === segment.match) {
      merged[merged.length - 1] = { text: previous.text + segment.text, match: segment.match };
    } else {
      merged.push(segment);
    }
  }
  return merged;
}

/** About `length` characters around the first match, cut at word boundaries, with ellipses. */
export function snippet(text: string, isMatch: (word: string) => boolean, length = 180): Segment[] {
  if (text.length <= length) return highlight(text, isMatch);
  let firstMatch = 0;
  for (const found of text.matchAll(wordPattern)) {
    if (isMatch(found[0])) {
      firstMatch = found.index;
      break;
    }
  }
  let start = Math.max(0, firstMatch - Math.floor(length / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const segments = highlight(text.slice(start, end), isMatch);
  return mergeRuns([
    ...(start > 0 ? [{ text: '… ', match: false }] : []),
    ...segments,
    ...(end < text.length ? [{ text: ' …', match: false }] : []),
  ]);
}

/**
 * Typesense marks matches with tags we choose; private-use characters cannot occur in the docs,
 * so a page that contains "<mark>" or markup is still only text.
 */
export const markStart = '\uE000';
export const markEnd = '\uE001';

export function parseMarked(text: string): Segment[] {
  const segments: Segment[] = [];
  for (const [index, part] of text.split(markStart).entries()) {
    if (index === 0) {
      if (part) segments.push({ text: part, match: false });
      continue;
    }
    const end = part.indexOf(markEnd);
    const marked = end < 0 ? part : part.slice(0, end);
    const rest = end < 0 ? '' : part.slice(end + markEnd.length);
    if (marked) segments.push({ text: marked, match: true });
    if (rest) segments.push({ text: rest, match: false });
  }
  return mergeRuns(segments);
}
