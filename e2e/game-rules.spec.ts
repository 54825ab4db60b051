import { test, expect, Page } from '@playwright/test';
import { open, pit } from './board';
import { readFileSync } from 'node:fs';
import { texts, moveSentence } from './i18n';

// What the page says about the rarer rules: the G5 extra turn, a cycling game ended by agreement (E3), the
// grand slam that captures nothing (G1) and the forbidden grand slam (G2).

const status = (page: Page) => page.locator('#status');
const en = texts('en');

test('Antigua: a capture of every seed gives an extra turn that must feed (G5)', async ({ page }) => {
  await open(page, '?variant=antigua&position=0-0-0-0-2-1-1-0-0-0-0-0-22-22-S&south=human&north=human');
  await pit(page, 'F').click();
  await expect(status(page)).toContainText(
    moveSentence(en, 'south', 'F', [[2, 'a']], { grandSlam: true, extraTurn: true }));
  await expect(status(page)).toContainText(en('to-move', { player: 'south' }));
  await expect(pit(page, 'E')).toHaveClass(/legal/);
  await pit(page, 'E').click();
  await expect(status(page)).toContainText(moveSentence(en, 'south', 'E'));
  await expect(status(page)).toContainText(en('to-move', { player: 'north' }));
});

test('Abapa: a grand slam is played but captures nothing, and the status says why (G1)', async ({ page }) => {
  await open(page, '?variant=abapa&position=0-0-0-0-2-1-1-0-0-0-0-0-22-22-S&south=human&north=human');
  await pit(page, 'F').click();
  await expect(status(page)).toContainText(moveSentence(en, 'south', 'F', [], { uncaptured: true }));
  await expect(page.locator('[data-store="S"]')).toHaveAttribute('aria-label', en('store-label', { player: 'south', count: 22 }));
});

test('Números: a move that would empty the opponent is refused while another move exists (G2)', async ({ page }) => {
  // D moves a seed within South's row; F would bring a to 2 and capture it, all North has.
  await open(page, '?variant=numeros&position=0-0-0-1-0-1-1-0-0-0-0-0-22-23-S&south=human&north=human&lang=es');
  await pit(page, 'F').click();
  const es = texts('es');
  await expect(status(page)).toContainText(es('illegal-move', { pit: 'F', reason: es('illegal-forbidden-grand-slam') }));
  await expect(pit(page, 'F')).not.toHaveClass(/legal/);
  await expect(pit(page, 'D')).toHaveClass(/legal/);
});

test('a cycling game can be ended by agreement, sharing the seeds by the cycle rule (E3)', async ({ page }) => {
  const { moves } = JSON.parse(readFileSync('fixtures/cycle-abapa.json', 'utf8'));
  await open(page, `?variant=abapa&moves=${moves}&south=human&north=human`);
  const agree = page.getByRole('button', { name: en('end-agreement') });
  await expect(agree).toBeVisible();
  await agree.click();
  const reason = en('ending-agreement', { cycle: en('cycle-side-owner') });
  await expect(status(page)).toContainText(en('game-over', { reason, result: '' }).trim());
  await expect(agree).toBeHidden();
  await expect(page.locator('svg.board .pit.legal')).toHaveCount(0);
  // Undo takes the agreement back.
  await page.getByRole('button', { name: en('undo') }).click();
  await expect(agree).toBeVisible();
  await expect(status(page)).not.toContainText(reason);
});

test('Números: a game played into a board where no capture is possible any more ends at once, in Spanish (E5)', async ({ page }) => {
  // The game and the sentence come from the engine and the page's own text function (src/fixtures.rs).
  const f = JSON.parse(readFileSync('fixtures/no-capture-numeros.json', 'utf8'));
  const before = f.moves.slice(0, -1);
  const last = f.moves.slice(-1);
  await open(page, `?variant=${f.variant}&lang=${f.lang}&moves=${before}&south=human&north=human`);
  await expect(status(page)).not.toContainText('Fin de la partida');
  await expect(pit(page, last)).toHaveClass(/legal/);
  await pit(page, last).click();
  await expect(status(page)).toContainText(f.status);
  await expect(page.locator('svg.board .pit.legal')).toHaveCount(0);
});

test('custom rules offer the end when no capture is possible (E5), and refuse it without a small capture count', async ({ page }) => {
  await open(page, '?variant=abapa&south=human&north=human&lang=en');
  await page.locator('#variant').selectOption('numeros');
  await page.locator('.rules-details summary').click();
  await expect(page.locator('.rules-list')).toContainText('the game also ends as soon as no capture can happen any more');
  await page.locator('#custom summary').click();
  await expect(page.locator('#c-end')).toHaveValue('no-capture');
  await page.locator('#c-pits').fill('3');
  await page.locator('#c-seeds').fill('1');
  await page.locator('#c-captures').fill('4');
  await page.locator('#c-target').fill('');
  await page.locator('#c-cycle').selectOption('side-owner');
  await page.getByRole('button', { name: 'Play with these rules' }).click();
  await expect(page.locator('#custom-error')).toContainText('needs a capture count of 3 or less; the smallest chosen is 4');
  await page.locator('#c-captures').fill('2');
  await page.getByRole('button', { name: 'Play with these rules' }).click();
  await expect(page.locator('svg.board [data-pit]')).toHaveCount(6);
  // South's C captures 2, North's c captures 2; the two seeds left can never meet.
  await pit(page, 'C').click();
  await pit(page, 'c').click();
  await expect(status(page)).toContainText('Game over: no capture is possible any more, so each player takes the seeds on their own side. It is a draw, 3 to 3.');
  // The same rules without E5 play on.
  await page.locator('#c-end').selectOption('standard');
  await page.getByRole('button', { name: 'Play with these rules' }).click();
  await pit(page, 'C').click();
  await pit(page, 'c').click();
  await expect(status(page)).not.toContainText('Game over');
});
