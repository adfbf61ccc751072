/** True when an edit writes no field (nothing to store, nothing to move). */
export function isEmptyEdit(edit: object): boolean {
  return Object.keys(edit).length === 0;
}
