import { paths } from './paths';

/**
 * What search results and link previews show for each page (`<meta name="description">`). The
 * pages set it while open; the build writes it into the prerendered public pages' HTML.
 */
export const pageDescriptions = {
  landing:
    'Buy prepaid electricity for any meter in Nigeria in under a minute: AEDC, Ikeja Electric, EKEDC, IBEDC, PHED and every other DisCo, one flat NGN 100 fee, token by SMS. Plus solar, storage and energy advice.',
  policy:
    'PowerPay privacy policy: what we collect when you buy electricity, register or fill in an energy audit, how Paystack and VTpass process it, how long we keep it and your rights under the Nigeria Data Protection Act 2023.',
  contact:
    'Contact PowerPay: visit our office in Abuja, e-mail support@powerpay.ng, call us, or send a message about a token, your electricity bill or a solar installation.',
  track:
    'Buy Solar with PowerPay: a free energy audit questionnaire gives an instant solar estimate for your home or office, then our engineer confirms it on site.',
  buyElectricity:
    'Buy prepaid electricity for any meter in Nigeria and get your token in minutes, with or without an account.',
  receipt: 'Your PowerPay electricity receipt: the meter token, units and what you paid.',
} as const;

/** The description of a page that has its own, by path. */
export const pageDescriptionByPath: Record<string, string> = {
  [paths.landing]: pageDescriptions.landing,
  [paths.policy]: pageDescriptions.policy,
  [paths.contact]: pageDescriptions.contact,
  [paths.track]: pageDescriptions.track,
  [paths.buyElectricity]: pageDescriptions.buyElectricity,
};
