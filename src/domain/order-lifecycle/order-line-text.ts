// The one way an order line reads as text, wherever an order's dishes are written out (board,
// tracker, receipts, statements, CSV): "2 × Margherita (Large, Extra cheese)".

export interface LineForText {
  name: string;
  quantity: number;
  /** The chosen options' snapshot; missing on orders placed before options existed. */
  options?: readonly { name: string }[] | undefined;
}

/** "Margherita (Large, Extra cheese)", or only the name without options. */
export function lineDishText(line: Pick<LineForText, 'name' | 'options'>): string {
  const options = line.options ?? [];
  return options.length === 0
    ? line.name
    : `${line.name} (${options.map((option) => option.name).join(', ')})`;
}

/** "2 × Margherita (Large, Extra cheese)". */
export function orderLineText(line: LineForText): string {
  return `${line.quantity} × ${lineDishText(line)}`;
}

/** Every line, joined for one cell or one sentence: "2 × Margherita (Large), 1 × Cola". */
export function orderLinesText(lines: readonly LineForText[], separator = ', '): string {
  return lines.map(orderLineText).join(separator);
}
