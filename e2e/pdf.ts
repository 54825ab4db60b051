import { expect, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

// The print view's checks shared by the print specs: opening print=..., printing to PDF as Chromium does, and
// reading the PDF back (pdfinfo, pdftotext, pdftoppm). The PDFs and their pages as PNG (50 dpi) go to
// e2e/screenshots/ to look at.

/** CSS px per mm. */
export const MM = 96 / 25.4;
/** PDF points per mm. */
export const PT_PER_MM = 72 / 25.4;

export async function openPrint(page: Page, query: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`./${query}`);
  await expect(page.locator('#print-view .sheet').first()).toBeVisible();
}

/** Prints the page to a PDF file; returns its path and number of pages. */
export async function pdf(page: Page, name: string, format: 'A4' | 'Letter'): Promise<{ file: string; pages: number }> {
  const file = `screenshots/${name}-${format}.pdf`;
  writeFileSync(file, await page.pdf({ format, landscape: true, printBackground: false }));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  execFileSync('pdftoppm', ['-r', '50', '-png', file, `screenshots/${name}-${format}`]);
  return { file, pages };
}

/** Words of a PDF page with their boxes, in points (pdftotext -bbox). */
export function words(file: string, pageNo: number): { text: string; x: number; y: number; w: number; h: number }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(pageNo), '-l', String(pageNo), file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: m[5], x: Number(m[1]), y: Number(m[2]), w: Number(m[3]) - Number(m[1]), h: Number(m[4]) - Number(m[2]),
  }));
}

/** Ink on a PDF page rendered at 30 dpi: the share of pixels that are coloured (not grey) and of dark ones. */
export function ink(file: string, pageNo: number): { coloured: number; dark: number } {
  const ppm = execFileSync('pdftoppm', ['-r', '30', '-f', String(pageNo), '-l', String(pageNo), file]);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const [w, h] = [Number(header[1]), Number(header[2])];
  const data = ppm.subarray(header[0].length);
  let coloured = 0, dark = 0;
  for (let i = 0; i < w * h * 3; i += 3) {
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 24) coloured++;
    if (r + g + b < 3 * 128) dark++;
  }
  return { coloured: coloured / (w * h), dark: dark / (w * h) };
}
