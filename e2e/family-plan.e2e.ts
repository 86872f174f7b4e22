import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { FamilyPlanInput } from '@shared/family-plan/schemas';
import { apiCall, createVerifiedUser, loginAs } from './support/auth';
import { violations } from './support/axe';
import { useBrowser } from './support/browser';

const baseURL = inject('baseURL');
const mailSpool = inject('mailSpool');
/** Where the screenshots for a human look go (outside the repository). */
const SHOTS = process.env.FAMILY_PLAN_SCREENSHOTS;
const browser = useBrowser(baseURL);
type MemberInput = NonNullable<FamilyPlanInput['members']>[number];
/** The control labelled `text` exactly, a required field's "*" allowed after it. */
const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}\\*?$`));

describe('the family plan in a real browser', () => {
  it("the issue's story: two people, a contact, two meeting places and the dog's vet make it complete; a survival plan shows it; fits 390 px", async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    // The household's dog, named on the readiness page.
    await apiCall(baseURL, user, 'PUT', '/api/readiness/household', {
      adults: 1,
      children9to13: 0,
      children4to8: 0,
      childrenUnder4: 0,
      pregnantOrBreastfeeding: 0,
      pets: [{ name: 'Rex', kind: 'dog', weightKg: 20 }],
      standard: 'us',
      goalDays: 14,
      customLitresPerPerson: null,
    });
    // Practised today: a drill recorded on /training-protocols (e2e/training.e2e.ts does it in the page).
    await apiCall(baseURL, user, 'POST', '/api/drills', {
      eventType: 'earthquake',
      practisedOn: new Date().toISOString().slice(0, 10),
    });
    const { page, context, errors, externalRequests } = await browser.open();
    await loginAs(context, baseURL, user);

    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Family Plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    await page.getByText('Missing: Name the people in your household').waitFor();

    await page.getByRole('button', { name: 'Add person' }).click();
    await label(page, 'Person 1 Name').fill('Ana');
    await label(page, 'Person 1 Mobile phone').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Add person' }).click();
    await label(page, 'Person 2 Name').fill('Leo');
    // Leo is 8: no phone needed.
    await label(page, 'Person 2 Date of birth').fill('2018-06-01');
    await page.getByRole('button', { name: 'Add out-of-town contact' }).click();
    await label(page, 'Out-of-town contact Name').fill('Aunt May');
    await label(page, 'Out-of-town contact Mobile phone').fill('+1 555 0199');
    await label(page, 'In the neighbourhood Name').fill('Oak tree');
    await label(page, 'Outside the town Address').fill('12 Hill Rd, Dayton');
    await page.getByRole('button', { name: 'Add poison control' }).click();
    await label(page, "Rex's vet").fill('Dr Paws, 555 0177');
    await label(page, "Rex's microchip number").fill('985141000123456');
    await page.getByText('2 people named').waitFor();
    await page.getByText('Everyone 14 and older has a phone').waitFor();
    expect(await page.getByText(/^Missing: /).count()).toBe(0);
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText('Family plan saved', { exact: true }).waitFor();
    // Saved: the plan to read.
    await page.getByRole('article', { name: 'Leo' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    // The kept copy shows first, then the server's answer: wait for the saved values.
    await page.getByRole('button', { name: 'Edit plan' }).click();
    await expect.poll(() => label(page, 'Person 2 Name').inputValue(), { timeout: 10_000 }).toBe('Leo');
    expect(await label(page, 'Number 1 Number').inputValue()).toBe('1-800-222-1222');
    expect(await label(page, "Rex's microchip number").inputValue()).toBe('985141000123456');

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const save = await page.getByRole('button', { name: 'Save plan' }).boundingBox();
    expect(save?.height).toBeGreaterThanOrEqual(44);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A survival plan links it (wizard step 3) and its view shows the contact and the places.
    await page.goto('/plans/new');
    await page.getByText('STEP 1 OF 5').waitFor();
    await page.getByText('Flood', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('STEP 2 OF 5').waitFor();
    await page.getByLabel('Plan Title').fill('Flood plan');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('STEP 3 OF 5').waitFor();
    await page.getByRole('checkbox', { name: 'Our family communication plan' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('STEP 4 OF 5').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('STEP 5 OF 5').waitFor();
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await page.getByText('Survival plan created successfully!').waitFor();
    await page.waitForURL(/\/plans(\?.*)?$/);
    await page.getByRole('article').filter({ hasText: 'Flood plan' }).getByRole('link', { name: 'View Plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Flood plan' }).waitFor();
    const card = page.getByRole('region', { name: 'Our family communication plan' });
    await card.waitFor();
    const text = await card.innerText();
    for (const shown of ['911', 'Aunt May', '+1 555 0199', 'Oak tree', '12 Hill Rd, Dayton'])
      expect(text).toContain(shown);
    // Every member's mobile, tap to call; never the people's other details.
    expect(await card.getByRole('link', { name: 'Call Ana: +1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
    expect(text).not.toContain('2018');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-in-survival-plan.png`, fullPage: true });
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);

  it('opens on the plan to read (tap to call, map links); Edit keeps Save plan in view on a phone while scrolled; saving reads again; axe clean', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    await apiCall(baseURL, user, 'PUT', '/api/family-plan', {
      members: [
        { id: 'm1', name: 'Ana Silva', mobilePhone: '+1 555 0100', allergies: 'Penicillin', bloodType: 'O+' },
        { id: 'm2', name: 'Bruno Silva', mobilePhone: '+1 555 0102', conditions: 'Type 1 diabetes' },
        {
          id: 'm3',
          name: 'Davi Silva',
          dateOfBirth: '2018-06-01',
          medicines: 'Asthma inhaler as needed',
          place: { kind: 'school', name: 'Elm Primary', address: '1 Elm Ave, Tampa', phone: '555 0150', plan: '' },
        },
      ],
      outOfTownContacts: [{ name: 'Aunt May', mobilePhone: '+1 555 0199' }],
      meetingPlaces: {
        neighbourhood: { name: 'Oak tree', address: 'Corner of Elm and 3rd', instructions: 'The big oak' },
        outOfTown: { name: "Aunt May's house", address: '12 Hill Rd, Dayton', instructions: '' },
      },
      numbers: [{ label: 'Poison control', number: '1-800-222-1222' }],
    });
    const { page, context, errors, externalRequests } = await browser.open();
    await loginAs(context, baseURL, user);
    await page.goto('/family-plan');
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    const ana = page.getByRole('article', { name: 'Ana Silva' });
    await ana.waitFor();
    expect(await page.getByRole('form', { name: 'Family plan' }).count()).toBe(0);
    expect(await ana.getByRole('link', { name: 'Call Ana Silva: +1 555 0100' }).getAttribute('href')).toBe(
      'tel:+15550100',
    );
    expect(await ana.innerText()).toContain('Penicillin');
    expect(await page.getByRole('link', { name: '12 Hill Rd, Dayton on OpenStreetMap' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=12%20Hill%20Rd%2C%20Dayton',
    );
    expect(await page.getByRole('link', { name: 'Call emergency services: 911' }).getAttribute('href')).toBe('tel:911');
    expect(await violations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-read-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-read-390.png`, fullPage: true });

    // Edit: the form, Save plan in view at the bottom of the screen wherever the form is scrolled.
    await page.getByRole('button', { name: 'Edit plan' }).click();
    await page.getByRole('form', { name: 'Family plan' }).waitFor();
    const save = page.getByRole('button', { name: 'Save plan' });
    const inView = async () => {
      const box = (await save.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 844 && box.height >= 44;
    };
    for (const y of [0, 1500, 3000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(inView, { timeout: 2000 }).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3 * 844);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-edit-390.png` });
    await label(page, 'Person 3 Name').fill('Davi Leo Silva');
    await save.click();
    await page.getByText('Family plan saved', { exact: true }).waitFor();
    // Back to the plan to read, with the change.
    await page.getByRole('article', { name: 'Davi Leo Silva' }).waitFor();
    expect(await page.getByRole('form', { name: 'Family plan' }).count()).toBe(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Edit plan' }).click();
    await page.getByRole('form', { name: 'Family plan' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect
      .poll(async () => {
        const box = (await save.boundingBox())!;
        return box.y + box.height <= 800;
      })
      .toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-edit-1280.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('article', { name: 'Ana Silva' }).waitFor();
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);

  it('prints wallet cards at credit-card size (85.6 x 54 mm) and a fridge sheet, black on white, the form hidden', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const { page, context, errors, externalRequests } = await browser.open();
    await loginAs(context, baseURL, user);

    await page.goto('/family-plan');
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    await page.getByRole('button', { name: 'Add person' }).click();
    await label(page, 'Person 1 Name').fill('Ana');
    await label(page, 'Person 1 Mobile phone').fill('+1 555 0100');
    await label(page, 'Person 1 Allergies').fill('Penicillin');
    await page.getByRole('button', { name: 'Add person' }).click();
    await label(page, 'Person 2 Name').fill('Ben');
    await page.getByRole('button', { name: 'Add out-of-town contact' }).click();
    await label(page, 'Out-of-town contact Name').fill('Aunt May');
    await label(page, 'Out-of-town contact Mobile phone').fill('+1 555 0199');
    await label(page, 'In the neighbourhood Name').fill('Oak tree');
    await label(page, 'Outside the town Address').fill('12 Hill Rd, Dayton');
    await page.getByRole('button', { name: 'Add poison control' }).click();
    await page.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText('Family plan saved', { exact: true }).waitFor();

    await page.evaluate(() => {
      window.print = () => {};
    });
    const mm = 96 / 25.4;
    const form = page.getByRole('form', { name: 'Family plan' });

    await page.getByRole('button', { name: 'Print wallet cards' }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await form.isVisible()).toBe(false);
    const front = page.getByLabel('Wallet card front: Ana');
    await front.waitFor();
    const box = await front.boundingBox();
    expect(Math.abs(box!.width - 85.6 * mm)).toBeLessThanOrEqual(mm);
    expect(Math.abs(box!.height - 54 * mm)).toBeLessThanOrEqual(mm);
    expect(await front.textContent()).toContain('Out-of-town contact: Aunt May, +1 555 0199');
    expect(await page.getByLabel('Wallet card back: Ana').textContent()).toContain('Allergies: Penicillin');
    expect(await page.locator('[data-slot="wallet-card"]').count()).toBe(4);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-print-wallet-cards.png`, fullPage: true });
    if (SHOTS) await page.pdf({ path: `${SHOTS}/family-plan-wallet-cards-a4.pdf`, format: 'A4' });

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print fridge sheet' }).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByLabel('Fridge sheet');
    await sheet.waitFor();
    expect(await form.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print fridge sheet' }).isVisible()).toBe(false);
    expect(await sheet.textContent()).toContain('Aunt May: +1 555 0199');
    // Black on white, 12 pt body.
    const look = await sheet.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, fontSize: s.fontSize, body: getComputedStyle(document.body).backgroundColor };
    });
    expect(look.color).toBe('rgb(0, 0, 0)');
    expect(parseFloat(look.fontSize)).toBeGreaterThanOrEqual(16); // 12 pt = 16 px
    expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(look.body);
    // One page, A4 or US Letter (10 mm margins): the sheet at A4's width is shorter than Letter's height.
    await page.setViewportSize({ width: Math.floor(190 * mm), height: 1000 });
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox!.height).toBeLessThanOrEqual(259.4 * mm);
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({
        format,
        path: SHOTS ? `${SHOTS}/family-plan-fridge-sheet-${format}.pdf` : undefined,
      });
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-print-fridge-sheet.png`, fullPage: true });
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 90_000);

  it('a typical family of four prints its fridge sheet on one A4 or Letter page, and its wallet cards on one page', async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const person = (id: string, name: string, more: Record<string, unknown>) => ({ id, name, ...more });
    const place = (name: string, address: string, instructions: string) => ({ name, address, instructions });
    const readiness = await apiCall<{ household: { pets: { id: string }[] } }>(
      baseURL,
      user,
      'PUT',
      '/api/readiness/household',
      {
        adults: 3,
        children9to13: 0,
        children4to8: 0,
        childrenUnder4: 1,
        pregnantOrBreastfeeding: 0,
        pets: [
          { name: 'Rex', kind: 'dog', weightKg: 20 },
          { name: 'Mia', kind: 'cat', weightKg: 4 },
        ],
        standard: 'us',
        goalDays: 14,
        customLitresPerPerson: null,
      },
    );
    const [rex, mia] = readiness.household.pets;
    await apiCall(baseURL, user, 'PUT', '/api/family-plan', {
      pets: [
        { petId: rex!.id, vet: 'Dr Paws, Oak Vets, 555 0177', microchip: '985141000123456' },
        { petId: mia!.id, vet: 'Dr Paws, Oak Vets, 555 0177', microchip: '985141000654321' },
      ],
      members: [
        person('m1', 'Ana Silva', {
          mobilePhone: '+1 555 0100',
          otherPhone: '+1 555 0101',
          email: 'ana@example.com',
          allergies: 'Penicillin, bee stings (carries an EpiPen)',
          medicines: 'Levothyroxine 50 mcg every morning',
          bloodType: 'O+',
          place: { kind: 'work', name: 'Mill Street Clinic', address: '4 Mill St', phone: '555 0140', plan: '' },
        }),
        person('m2', 'Bruno Silva', {
          mobilePhone: '+1 555 0102',
          conditions: 'Type 1 diabetes: insulin pump, glucose tablets in bag',
          bloodType: 'A-',
          place: { kind: 'work', name: 'Riverside Warehouse', address: '90 River Rd', phone: '555 0141', plan: '' },
        }),
        person('m3', 'Carla Silva', {
          mobilePhone: '+1 555 0103',
          allergies: 'Peanuts, tree nuts',
          place: { kind: 'school', name: 'Elm High School', address: '1 Elm Ave', phone: '555 0150', plan: '' },
        }),
        person('m4', 'Davi Silva', {
          medicines: 'Asthma inhaler (salbutamol) as needed',
          place: { kind: 'childcare', name: 'Little Oaks', address: '7 Oak Ln', phone: '555 0160', plan: '' },
        }),
      ],
      outOfTownContacts: [
        { name: 'Aunt May Parker', mobilePhone: '+1 555 0199', otherPhone: '+1 555 0198', email: 'may@example.com' },
        { name: 'Grandpa Joe', mobilePhone: '+1 555 0177', otherPhone: '', email: '' },
      ],
      meetingPlaces: {
        indoor: place('Basement', '', 'Under the stairs, by the water and the radio'),
        neighbourhood: place('Oak tree', 'Corner of Elm and 3rd', 'The big oak across the street'),
        outsideNeighbourhood: place('Public library', '200 Main St', 'Front steps; inside if it rains'),
        outOfTown: place("Aunt May's house", '12 Hill Rd, Dayton', 'Spare key with the neighbour at 14'),
      },
      emergencyRegion: 'us',
      numbers: [
        { label: 'Poison control', number: '1-800-222-1222', note: '' },
        { label: 'Doctor', number: '555 0123', note: 'Dr Lee' },
        { label: 'Pharmacy', number: '555 0124', note: '' },
        { label: 'Veterinarian', number: '555 0125', note: '' },
        { label: 'Insurance', number: '1-800-555-0126', note: 'Policy 12-345' },
        { label: 'Utilities', number: '555 0127', note: 'Gas leaks' },
      ],
    });
    const { page, context, errors, externalRequests } = await browser.open();
    await loginAs(context, baseURL, user);
    await page.goto('/family-plan');
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    await page.evaluate(() => {
      window.print = () => {};
    });
    const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length;

    await page.getByRole('button', { name: 'Print fridge sheet' }).click();
    await page.emulateMedia({ media: 'print' });
    await page.getByLabel('Fridge sheet').waitFor();
    expect(await page.getByLabel('Fridge sheet').textContent()).toContain('985141000654321');
    // Looked at on A4's printable width (190 mm) before it is measured.
    await page.setViewportSize({ width: Math.floor(190 * (96 / 25.4)), height: 1000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-family-fridge-sheet.png`, fullPage: true });
    for (const format of ['A4', 'Letter'] as const) {
      const path = SHOTS ? `${SHOTS}/family-plan-family-fridge-sheet-${format}.pdf` : undefined;
      expect(pages(await page.pdf({ format, path }))).toBe(1);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print wallet cards' }).click();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-slot="wallet-card"]').count()).toBe(8);
    for (const format of ['A4', 'Letter'] as const) {
      const path = SHOTS ? `${SHOTS}/family-plan-family-wallet-cards-${format}.pdf` : undefined;
      expect(pages(await page.pdf({ format, path }))).toBe(1);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/family-plan-family-wallet-cards.png`, fullPage: true });
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 90_000);

  it("ten people with long names: every card within its outline, everyone's mobile on a child's card, the school's pick-up plan, and 'More on the fridge sheet' wherever something was left off", async () => {
    const user = await createVerifiedUser(baseURL, mailSpool);
    const person = (id: string, name: string, more: Partial<MemberInput> = {}): MemberInput => ({ id, name, ...more });
    const pickUp =
      'If the school closes early or we cannot get there, Grandma Philippa collects the children from the side gate on Church Lane and takes them to her house; the school has her on its list. Teachers keep the children inside until someone on the list arrives. '.repeat(
        3,
      );
    const plan = {
      members: [
        person('mum', 'Alexandrina Wilhelmina Montgomery-Featherstonehaugh', { mobilePhone: '+44 7700 900100' }),
        person('dad', 'Bartholomew Maximilian Montgomery-Featherstonehaugh', {
          mobilePhone: '+44 7700 900101',
          otherPhone: '+44 20 7946 0101',
          place: {
            kind: 'work',
            name: 'Featherstonehaugh & Montgomery Solicitors LLP',
            address: '1 Very Long Street Name Road, Little Snoring-on-the-Marsh',
            phone: '+44 1328 000 001',
            plan: 'Walks home along the river path.',
          },
        }),
        // Mum's first name too: both get an initial, and the list of mobiles one column.
        person('gran', 'Alexandrina Philippa Featherstonehaugh', { mobilePhone: '+44 7700 900102', bloodType: 'AB-' }),
        person('teen', 'Christopher Montgomery-Featherstonehaugh', {
          dateOfBirth: '2010-03-01',
          mobilePhone: '+44 7700 900103',
          allergies:
            'Penicillin, peanuts, tree nuts, shellfish, latex and bee stings: carries two EpiPens in the front pocket of his school bag; a third is in the glovebox of the car. Tell the ambulance crew about all of them.',
        }),
        person('davi', 'Davi Montgomery-Featherstonehaugh', {
          dateOfBirth: '2018-06-01',
          medicines: 'Salbutamol inhaler as needed',
          place: {
            kind: 'school',
            name: 'St Bartholomew the Great Church of England Primary School',
            address: '3 Church Lane, Little Snoring-on-the-Marsh, Norfolk',
            phone: '+44 1328 000 002',
            plan: pickUp,
          },
        }),
        ...['Evangelina', 'Florentino', 'Gwendolyn', 'Hieronymus', 'Isadora'].map((first, i) =>
          person(`kid${i}`, `${first} Montgomery-Featherstonehaugh`, {
            dateOfBirth: `201${i}-01-01`,
            ...(i < 2 ? { mobilePhone: `+44 7700 90011${i}` } : {}),
          }),
        ),
      ],
      outOfTownContacts: [
        {
          name: 'Great-Aunt Philippa Wilhelmina Montgomery-Featherstonehaugh of Great Snoring',
          mobilePhone: '+44 7700 900999',
          otherPhone: '+44 20 7946 0000',
          email: '',
        },
        { name: 'Uncle Bartholomew', mobilePhone: '+1 555 0177', otherPhone: '', email: '' },
      ],
      meetingPlaces: {
        indoor: { name: 'The cellar under the kitchen', address: '', instructions: 'By the water and the radio' },
        neighbourhood: {
          name: 'The big oak tree',
          address: 'Corner of Featherstonehaugh Lane and Montgomery Road',
          instructions: '',
        },
        outsideNeighbourhood: {
          name: 'Public library',
          address: '200 Main Street, Little Snoring-on-the-Marsh',
          instructions: '',
        },
        outOfTown: {
          name: "Great-Aunt Philippa's house",
          address: '12 Hill Road, Great Snoring, Norfolk NR21 0AA',
          instructions: '',
        },
      },
      emergencyRegion: 'uk',
      numbers: Array.from({ length: 10 }, (_, i) => ({
        label: [
          'GP surgery',
          'Pharmacy',
          'Vet',
          'Insurance',
          'Gas',
          'Water',
          'Electricity',
          'School office',
          'Council',
          'NHS 111',
        ][i],
        number: `020 7946 00${10 + i}`,
        note: '',
      })),
    };
    await apiCall(baseURL, user, 'PUT', '/api/family-plan', plan);
    const { page, context, errors, externalRequests } = await browser.open();
    await loginAs(context, baseURL, user);
    await page.goto('/family-plan');
    await page.getByRole('heading', { level: 1, name: 'Family emergency plan' }).waitFor();
    await page.getByRole('article', { name: 'Isadora Montgomery-Featherstonehaugh' }).waitFor({ timeout: 10_000 });
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByRole('button', { name: 'Print wallet cards' }).click();
    await page.emulateMedia({ media: 'print' });
    const cards = page.locator('[data-slot="wallet-card"]');
    expect(await cards.count()).toBe(20);
    const mobiles = plan.members.flatMap((m) => (m.mobilePhone ? [m.mobilePhone] : []));

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const measured = await cards.evaluateAll((els) =>
        els.map((el) => ({
          name: el.getAttribute('aria-label'),
          side: el.getAttribute('data-side'),
          text: (el as HTMLElement).innerText,
          over: [el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight],
          // Any element inside that holds more than it shows (an ellipsis or line clamp of CSS).
          clipped: [...el.querySelectorAll('*')]
            .filter((e) => e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight)
            .map((e) => (e as HTMLElement).innerText),
          width: el.getBoundingClientRect().width,
          height: el.getBoundingClientRect().height,
        })),
      );
      const mm = 96 / 25.4;
      for (const card of measured) {
        // Nothing runs past the outline: no silent clipping.
        expect({ card: card.name, over: card.over, clipped: card.clipped }).toEqual({
          card: card.name,
          over: [0, 0],
          clipped: [],
        });
        expect(Math.abs(card.width - 85.6 * mm)).toBeLessThanOrEqual(1);
        expect(Math.abs(card.height - 54 * mm)).toBeLessThanOrEqual(1);
        // What the card is meant to carry is all on it, or it says "More on the fridge sheet".
        const shown = card.text.replace(/\s+/g, ' ');
        if (!shown.includes('More on the fridge sheet')) {
          const member = plan.members.find((m) => card.name?.endsWith(`: ${m.name}`))!;
          const facts =
            card.side === 'front'
              ? [
                  ...mobiles,
                  ...plan.outOfTownContacts.flatMap((c) => [c.name, c.mobilePhone, c.otherPhone]),
                  ...Object.values(plan.meetingPlaces).map((p) => [p.name, p.address].filter(Boolean).join(', ')),
                ]
              : [
                  member.allergies,
                  member.medicines,
                  member.bloodType,
                  member.place?.name,
                  member.place?.address,
                  member.place?.phone,
                  member.place?.plan,
                  ...plan.numbers.map((n) => `${n.label}: ${n.number}`),
                ];
          for (const fact of facts.filter((f): f is string => Boolean(f)))
            expect(shown, `${card.name} leaves out ${fact}`).toContain(fact);
        }
      }
      const byName = (label: string) => measured.find((c) => c.name === label)!;
      // Ten people under long names do not fit with the meeting places: every front says so, after
      // the out-of-town contacts and the household's mobiles, Mum's and Dad's first.
      for (const front of measured.filter((c) => c.side === 'front')) {
        expect(front.text).toMatch(/\nMore on the fridge sheet$/);
        expect(front.text).toContain(
          'Household mobiles\n\nAlexandrina M. +44 7700 900100\n\nBartholomew +44 7700 900101',
        );
      }
      // The child's card: Mum's and Dad's mobiles, the out-of-town contact with both phones.
      const davi = byName('Wallet card front: Davi Montgomery-Featherstonehaugh');
      for (const phone of ['+44 7700 900100', '+44 7700 900101', '+44 7700 900999', '+44 20 7946 0000'])
        expect(davi.text).toContain(phone);
      expect(davi.text).toContain('Out-of-town contact: Great-Aunt Philippa');
      // His school with its phone, as much of its pick-up plan as fits, and the rest on the fridge sheet.
      const daviBack = byName('Wallet card back: Davi Montgomery-Featherstonehaugh');
      expect(daviBack.text).toContain('School: St Bartholomew the Great Church of England');
      expect(daviBack.text).toContain('+44 1328 000 002');
      expect(daviBack.text).toMatch(/Pick-up plan: If the school closes early[^…]*…\n/);
      expect(daviBack.text).toMatch(/\nMore on the fridge sheet$/);
      // Christopher's long allergy note and Mum's numbers fit whole: no note.
      for (const name of [
        'Christopher Montgomery-Featherstonehaugh',
        'Alexandrina Wilhelmina Montgomery-Featherstonehaugh',
      ])
        expect(byName(`Wallet card back: ${name}`).text).not.toContain('More on the fridge sheet');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/wallet-cards-print-${viewport.width}.png`, fullPage: true });
    }
    // On paper the phones are plain black text; in a saved PDF they dial.
    const link = page
      .getByLabel('Wallet card front: Davi Montgomery-Featherstonehaugh')
      .getByRole('link', { name: '+44 7700 900100' });
    expect(await link.getAttribute('href')).toBe('tel:+447700900100');
    expect(await link.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).textDecorationLine])).toEqual([
      'rgb(0, 0, 0)',
      'none',
    ]);

    // The fridge sheet carries what the cards left off, the pick-up plans too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Print fridge sheet' }).click();
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByLabel('Fridge sheet');
    await sheet.waitFor();
    const sheetText = await sheet.innerText();
    expect(sheetText).toContain(`Pick-up plan: ${pickUp.trim()}`);
    expect(sheetText).toContain('Emergency plan: Walks home along the river path.');
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/fridge-sheet-print-${viewport.width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  }, 120_000);
});
