/** Which of the header's menus is open; only one at a time. */
export type OpenMenu =
  | { readonly kind: 'group'; readonly id: string; readonly via: 'hover' | 'click' }
  | { readonly kind: 'language' }
  | { readonly kind: 'mobile' }
  | null;

export interface MenuControl {
  readonly open: OpenMenu;
  setOpen(menu: OpenMenu): void;
  close(): void;
}
