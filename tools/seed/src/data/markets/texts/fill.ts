/** A text with its `{placeholder}`s replaced by the values; a placeholder without a value is an error, not a gap. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    if (value === undefined) throw new Error(`seed: no value for {${key}} in '${template.slice(0, 60)}'`);
    return value;
  });
}
