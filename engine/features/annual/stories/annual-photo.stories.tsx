import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent as baseUserEvent, waitFor } from 'storybook/test';
import type { ShopStoryParameters } from '../../../../.storybook/shop-parameters.ts';
import { buildAnnualOrder, buildSale, buildSlot } from '../../../../tests/mocks/fixtures/annual.ts';
import { annualHandlers } from '../../../../tests/mocks/handlers/annual.ts';
import { detailRoute } from './annual-story.ts';
import { SLOW } from '../../../../tests/stories/story-timing.ts';

/** The photo rules of requirements/annual-and-vip.md §5 on a slot's detail: images only, at most 2 MB, required when mandatory. */
const meta = { title: 'Annual/PersonalisationPhoto', parameters: { route: detailRoute(51, 10) } satisfies ShopStoryParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (photo: 'mandatory' | 'optional') => buildAnnualOrder({ ticket_sales: [buildSale({ photo_mandatory: photo, personalizations: [buildSlot({ id: 10 })] })] });

/** A picked image shows as a 200×200 preview. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.default(order('optional')));
  },
  play: async ({ canvas, userEvent }) => {
    const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
    await userEvent.upload(await canvas.findByLabelText(/^Foto/, {}, SLOW), new File([png], 'me.png', { type: 'image/png' }));
    const preview = await canvas.findByRole('img', { name: 'Vorschau des gewählten Fotos' });
    await expect(preview).toHaveAttribute('width', '200');
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
  },
};

/** Over 2 MB, then a PDF: each gets its message under the field. */
export const PhotoInvalid: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.default(order('optional')));
  },
  play: async ({ canvas }) => {
    // The input's accept list would silently drop the PDF; the rule must hold for any file.
    const user = baseUserEvent.setup({ applyAccept: false });
    const input = await canvas.findByLabelText(/^Foto/, {}, SLOW);
    await user.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await expect(await canvas.findByText('Das Foto darf höchstens 2 MB groß sein.')).toBeVisible();
    await user.upload(input, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('Bitte wählen Sie eine Bilddatei (JPEG, PNG, WebP oder GIF).')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** photo_mandatory 'mandatory' and no photo yet: submit stops at the photo field. */
export const PhotoRequired: Story = {
  beforeEach({ msw }) {
    msw.use(...annualHandlers.default(order('mandatory')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Personalisieren' }, SLOW));
    await expect(await canvas.findByText('Für diese Jahreskarte ist ein Foto erforderlich.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Foto/)).toHaveFocus());
  },
};
