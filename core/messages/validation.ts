import { defineMessage } from './descriptor.ts';

export const form = defineMessage(/*i18n*/ {
  id: 'validation.form',
  message: 'Your data has not been sent. Please check the fields marked in red.',
});
export const addressRequired = defineMessage(/*i18n*/ { id: 'validation.addressRequired', message: 'Please enter your address.' });
export const zipRequired = defineMessage(/*i18n*/ { id: 'validation.zipRequired', message: 'Please enter your postal code.' });
export const zipInvalid = defineMessage(/*i18n*/ { id: 'validation.zipInvalid', message: 'This postal code is not valid.' });
export const cityRequired = defineMessage(/*i18n*/ { id: 'validation.cityRequired', message: 'Please enter your city.' });
export const firstNameRequired = defineMessage(/*i18n*/ { id: 'validation.firstNameRequired', message: 'Please enter your first name.' });
export const lastNameRequired = defineMessage(/*i18n*/ { id: 'validation.lastNameRequired', message: 'Please enter your last name.' });
export const emailRequired = defineMessage(/*i18n*/ { id: 'validation.emailRequired', message: 'Please enter your e-mail address.' });
export const emailInvalid = defineMessage(/*i18n*/ { id: 'validation.emailInvalid', message: 'This e-mail address is not valid.' });
export const phoneRequired = defineMessage(/*i18n*/ { id: 'validation.phoneRequired', message: 'Please enter your phone number.' });
export const phoneInvalid = defineMessage(/*i18n*/ { id: 'validation.phoneInvalid', message: 'This phone number is not valid.' });
export const passwordRequired = defineMessage(/*i18n*/ { id: 'validation.passwordRequired', message: 'Please enter your password.' });
export const passwordConfirmRequired = defineMessage(/*i18n*/ { id: 'validation.passwordConfirmRequired', message: 'Please confirm the password.' });
export const passwordMismatch = defineMessage(/*i18n*/ { id: 'validation.passwordMismatch', message: 'The two passwords are not the same.' });
export const usernameRequired = defineMessage(/*i18n*/ {
  id: 'validation.usernameRequired',
  message: 'Please enter your username or e-mail address.',
});
export const titleRequired = defineMessage(/*i18n*/ { id: 'validation.titleRequired', message: 'Please choose a title.' });
export const goalRequired = defineMessage(/*i18n*/ { id: 'validation.goalRequired', message: 'Please choose whether you want to buy or rent.' });
export const valuationAddressRequired = defineMessage(/*i18n*/ {
  id: 'validation.valuationAddressRequired',
  message: 'Please enter the address of the property to value.',
});
export const propertyTypeRequired = defineMessage(/*i18n*/ { id: 'validation.propertyTypeRequired', message: 'Please select at least one property type.' });
export const zoneRequired = defineMessage(/*i18n*/ { id: 'validation.zoneRequired', message: 'Please choose at least one region or postal code.' });
export const startDateIncomplete = defineMessage(/*i18n*/ { id: 'validation.startDateIncomplete', message: 'The start date is incomplete.' });
export const endDateIncomplete = defineMessage(/*i18n*/ { id: 'validation.endDateIncomplete', message: 'The end date is incomplete.' });
export const endDateInvalid = defineMessage(/*i18n*/ { id: 'validation.endDateInvalid', message: 'The end date must not be before the start date.' });
export const dateInvalid = defineMessage(/*i18n*/ { id: 'validation.dateInvalid', message: 'This date is not valid.' });
export const friendEmailInvalid = defineMessage(/*i18n*/ {
  id: 'validation.friendEmailInvalid',
  message: "Please enter your friend's e-mail address correctly.",
});
export const captchaRequired = defineMessage(/*i18n*/ { id: 'validation.captchaRequired', message: 'Please confirm that you are not a robot.' });
export const captchaInvalid = defineMessage(/*i18n*/ { id: 'validation.captchaInvalid', message: 'The entered characters are not valid.' });
export const required = defineMessage(/*i18n*/ { id: 'validation.required', message: 'Please fill in this field.' });
export const numberInvalid = defineMessage(/*i18n*/ { id: 'validation.numberInvalid', message: 'Please enter a valid number.' });
export const rangeInvalid = defineMessage(/*i18n*/ { id: 'validation.rangeInvalid', message: 'The minimum must not be higher than the maximum.' });
export const tooLong = defineMessage(/*i18n*/ { id: 'validation.tooLong', message: 'This text is too long.' });
export const invalid = defineMessage(/*i18n*/ { id: 'validation.invalid', message: 'This value is not valid.' });
export const unknownField = defineMessage(/*i18n*/ { id: 'validation.unknownField', message: 'This field is not part of the form.' });
export const fileRequired = defineMessage(/*i18n*/ { id: 'validation.fileRequired', message: 'Please add your file.' });
export const fileType = defineMessage(/*i18n*/ { id: 'validation.fileType', message: 'Please add a PDF or Word document.' });
export const fileTooLarge = defineMessage(/*i18n*/ { id: 'validation.fileTooLarge', message: 'The file is larger than 5 MB.' });
export const consentRequired = defineMessage(/*i18n*/ { id: 'validation.consentRequired', message: 'Please agree to continue.' });
export const friendFirstNameRequired = defineMessage(/*i18n*/ {
  id: 'validation.friendFirstNameRequired',
  message: "Please enter your friend's first name.",
});
export const nameRequired = defineMessage(/*i18n*/ { id: 'validation.nameRequired', message: 'Please enter your name.' });
export const remarkRequired = defineMessage(/*i18n*/ { id: 'validation.remarkRequired', message: 'Please enter your message.' });
export const commentRequired = defineMessage(/*i18n*/ { id: 'validation.commentRequired', message: 'Please write your testimonial.' });
export const websiteInvalid = defineMessage(/*i18n*/ { id: 'validation.websiteInvalid', message: 'This website address is not valid.' });
export const imageType = defineMessage(/*i18n*/ { id: 'validation.imageType', message: 'Please add a JPEG, PNG or WebP image.' });
export const passwordTooShort = defineMessage(/*i18n*/ {
  id: 'validation.passwordTooShort',
  message: 'The password must be at least 8 characters long.',
});
export const resetLinkInvalid = defineMessage(/*i18n*/ {
  id: 'validation.resetLinkInvalid',
  message: 'This link is no longer valid. Please ask for a new e-mail.',
});
export const propertyRequired = defineMessage(/*i18n*/ { id: 'validation.propertyRequired', message: 'Please choose a property.' });
export const amountRequired = defineMessage(/*i18n*/ { id: 'validation.amountRequired', message: 'Please enter the amount of your offer.' });
export const amountInWordsRequired = defineMessage(/*i18n*/ { id: 'validation.amountInWordsRequired', message: 'Please write the amount in words.' });
export const placeRequired = defineMessage(/*i18n*/ { id: 'validation.placeRequired', message: 'Please enter the place of signing.' });
export const signingDateRequired = defineMessage(/*i18n*/ { id: 'validation.signingDateRequired', message: 'Please enter the date of signing.' });
export const adultsRequired = defineMessage(/*i18n*/ { id: 'validation.adultsRequired', message: 'Please enter the number of adults.' });
export const incomeRequired = defineMessage(/*i18n*/ { id: 'validation.incomeRequired', message: 'Please enter your net monthly income.' });
