/**
 * What a visitor typed into server-rendered inputs before the page's script took over: the form
 * library starts from its own empty values, so without this the text would still be visible but
 * count as empty (and a reset on mount would wipe it).
 */
export function typedBeforeHydration<K extends string>(ids: Record<K, string>): Partial<Record<K, string>> {
  const typed: Partial<Record<K, string>> = {};
  for (const [name, id] of Object.entries(ids) as [K, string][]) {
    const element = document.getElementById(id);
    const value =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
    if (value) typed[name] = value;
  }
  return typed;
}
