// The signed-in account menu as a person uses it: open it, wait until it has landed, then pick an item.
// A person sees a menu settle before pointing into it; a click aimed while it still moves lands on
// whatever is under the pointer by then. CI saw it twice (2026-11-27, shell.spec's Sign Out; 2026-11-28,
// membership.spec's Manage Membership): the menu stood open with the pointer over an item and nothing
// had been clicked. Playwright's own check (the item's box unchanged over two frames) passed both times.
import { expect, type Locator, type Page } from '@playwright/test';

/** The element's box is the same over three animation frames in a row (polled until it is). */
export async function expectSettled(target: Locator, message = 'the element has stopped moving'): Promise<void> {
  await expect
    .poll(
      () =>
        target.evaluate(
          (el) =>
            new Promise<boolean>((resolve) => {
              const box = () => JSON.stringify(el.getBoundingClientRect());
              const first = box();
              let frames = 0;
              const next = () => {
                if (box() !== first) return resolve(false);
                if (++frames === 3) return resolve(true);
                requestAnimationFrame(next);
              };
              requestAnimationFrame(next);
            }),
        ),
      { message },
    )
    .toBe(true);
}

export interface AccountMenu {
  /** The open menu (desktop) or menu drawer (phones). */
  menu: Locator;
  /** One of its items: My Profile, Manage Membership, Admin Dashboard, Sign Out. */
  item(name: string): Locator;
}

/**
 * Opens the account menu of the signed-in `firstName` and waits until it has settled: on a desktop the
 * menu under the first name (standing under its button), on a phone the menu drawer.
 */
export async function openAccountMenu(page: Page, firstName: string, { phone }: { phone: boolean }): Promise<AccountMenu> {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('heading', { name: firstName })).toBeVisible();
    await expectSettled(menu, 'the menu drawer has slid in');
    return { menu, item: (name) => menu.getByRole('button', { name, exact: true }) };
  }
  const button = page.getByRole('banner').getByRole('button', { name: firstName });
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectSettled(menu, 'the account menu has landed');
  // And where it belongs: under its button, as it stands now (the page behind the open menu is hidden
  // from assistive technology, so the button is found by its wiring).
  const opened = page.locator('button[aria-haspopup="menu"][aria-expanded="true"]');
  const under = await opened.boundingBox().then((b) => b!.y + b!.height);
  expect((await menu.boundingBox())!.y, 'the account menu stands under its button').toBeGreaterThanOrEqual(under);
  return { menu, item: (name) => menu.getByRole('menuitem', { name, exact: true }) };
}

/** Account menu → Manage Membership: the dialog, once the menu has gone and the dialog has opened. */
export async function openMembershipDialog(page: Page, firstName: string, { phone }: { phone: boolean }): Promise<Locator> {
  const { menu, item } = await openAccountMenu(page, firstName, { phone });
  await item('Manage Membership').click();
  await expect(menu).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Manage membership' });
  await expect(dialog).toBeVisible();
  await expectSettled(dialog, 'the membership dialog has opened');
  return dialog;
}
