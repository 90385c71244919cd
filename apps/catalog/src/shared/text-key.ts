/**
 * The key under which two texts count as the same query or topic name: trimmed, inner
 * whitespace collapsed, case folded (`"  Best CRM?"` = `"best  crm?"`). Unicode-normalised too,
 * so that the composed and decomposed spellings of an accented letter agree.
 */
export function textKey(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** A text as stored: trimmed, inner whitespace collapsed, otherwise as the user wrote it. */
export function cleanText(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}
