export const form = (/*i18n*/ {
  id: 'validation.form',
  message: 'Your data has not been sent. Please check the fields marked in red.',
}) as const;
export const addressRequired = (/*i18n*/ { id: 'validation.addressRequired', message: 'Please enter your address.' }) as const;
export const zipRequired = (/*i18n*/ { id: 'validation.zipRequired', message: 'Please enter your postal code.' }) as const;
export const zipInvalid = (/*i18n*/ { id: 'validation.zipInvalid', message: 'This postal code is not valid.' }) as const;
export const cityRequired = (/*i18n*/ { id: 'validation.cityRequired', message: 'Please enter your city.' }) as const;
export const firstNameRequired = (/*i18n*/ { id: 'validation.firstNameRequired', message: 'Please enter your first name.' }) as const;
export const lastNameRequired = (/*i18n*/ { id: 'validation.lastNameRequired', message: 'Please enter your last name.' }) as const;
export const emailRequired = (/*i18n*/ { id: 'validation.emailRequired', message: 'Please enter your e-mail address.' }) as const;
export const emailInvalid = (/*i18n*/ { id: 'validation.emailInvalid', message: 'This e-mail address is not valid.' }) as const;
export const phoneRequired = (/*i18n*/ { id: 'validation.phoneRequired', message: 'Please enter your phone number.' }) as const;
export const phoneInvalid = (/*i18n*/ { id: 'validation.phoneInvalid', message: 'This phone number is not valid.' }) as const;
export const passwordRequired = (/*i18n*/ { id: 'validation.passwordRequired', message: 'Please enter your password.' }) as const;
export const passwordConfirmRequired = (/*i18n*/ { id: 'validation.passwordConfirmRequired', message: 'Please confirm the password.' }) as const;
export const passwordMismatch = (/*i18n*/ { id: 'validation.passwordMismatch', message: 'The two passwords are not the same.' }) as const;
export const usernameRequired = (/*i18n*/ {
  id: 'validation.usernameRequired',
  message: 'Please enter your username or e-mail address.',
}) as const;
export const titleRequired = (/*i18n*/ { id: 'validation.titleRequired', message: 'Please choose a title.' }) as const;
export const goalRequired = (/*i18n*/ { id: 'validation.goalRequired', message: 'Please choose whether you want to buy or rent.' }) as const;
export const valuationAddressRequired = (/*i18n*/ {
  id: 'validation.valuationAddressRequired',
  message: 'Please enter the address of the property to value.',
}) as const;
export const propertyTypeRequired = (/*i18n*/ { id: 'validation.propertyTypeRequired', message: 'Please select at least one property type.' }) as const;
export const zoneRequired = (/*i18n*/ { id: 'validation.zoneRequired', message: 'Please choose at least one region or postal code.' }) as const;
export const areaInvalid = (/*i18n*/ { id: 'validation.areaInvalid', message: 'The drawn area is not valid: please draw it again on the map.' }) as const;
export const startDateIncomplete = (/*i18n*/ { id: 'validation.startDateIncomplete', message: 'The start date is incomplete.' }) as const;
export const endDateIncomplete = (/*i18n*/ { id: 'validation.endDateIncomplete', message: 'The end date is incomplete.' }) as const;
export const endDateInvalid = (/*i18n*/ { id: 'validation.endDateInvalid', message: 'The end date must not be before the start date.' }) as const;
export const dateInvalid = (/*i18n*/ { id: 'validation.dateInvalid', message: 'This date is not valid.' }) as const;
export const friendEmailInvalid = (/*i18n*/ {
  id: 'validation.friendEmailInvalid',
  message: "Please enter your friend's e-mail address correctly.",
}) as const;
export const captchaRequired = (/*i18n*/ { id: 'validation.captchaRequired', message: 'Please confirm that you are not a robot.' }) as const;
export const captchaInvalid = (/*i18n*/ { id: 'validation.captchaInvalid', message: 'The entered characters are not valid.' }) as const;
export const required = (/*i18n*/ { id: 'validation.required', message: 'Please fill in this field.' }) as const;
export const numberInvalid = (/*i18n*/ { id: 'validation.numberInvalid', message: 'Please enter a valid number.' }) as const;
export const rangeInvalid = (/*i18n*/ { id: 'validation.rangeInvalid', message: 'The minimum must not be higher than the maximum.' }) as const;
export const tooLong = (/*i18n*/ { id: 'validation.tooLong', message: 'This text is too long.' }) as const;
export const invalid = (/*i18n*/ { id: 'validation.invalid', message: 'This value is not valid.' }) as const;
export const unknownField = (/*i18n*/ { id: 'validation.unknownField', message: 'This field is not part of the form.' }) as const;
export const fileRequired = (/*i18n*/ { id: 'validation.fileRequired', message: 'Please add your file.' }) as const;
export const fileType = (/*i18n*/ { id: 'validation.fileType', message: 'Please add a PDF or Word document.' }) as const;
export const fileEmpty = (/*i18n*/ { id: 'validation.fileEmpty', message: 'This file is empty.' }) as const;
export const cvType = (/*i18n*/ { id: 'validation.cvType', message: 'Please add a PDF, Word or OpenDocument file.' }) as const;
export const pageInvalid = (/*i18n*/ { id: 'validation.pageInvalid', message: 'This page is not part of our website.' }) as const;
export const fileTooLarge = (/*i18n*/ { id: 'validation.fileTooLarge', message: 'The file is larger than 5 MB.' }) as const;
export const consentRequired = (/*i18n*/ { id: 'validation.consentRequired', message: 'Please agree to continue.' }) as const;
export const friendFirstNameRequired = (/*i18n*/ {
  id: 'validation.friendFirstNameRequired',
  message: "Please enter your friend's first name.",
}) as const;
export const nameRequired = (/*i18n*/ { id: 'validation.nameRequired', message: 'Please enter your name.' }) as const;
export const remarkRequired = (/*i18n*/ { id: 'validation.remarkRequired', message: 'Please enter your message.' }) as const;
export const commentRequired = (/*i18n*/ { id: 'validation.commentRequired', message: 'Please write your testimonial.' }) as const;
export const websiteInvalid = (/*i18n*/ { id: 'validation.websiteInvalid', message: 'This website address is not valid.' }) as const;
export const imageType = (/*i18n*/ { id: 'validation.imageType', message: 'Please add a JPEG, PNG or WebP image.' }) as const;
export const passwordTooShort = (/*i18n*/ {
  id: 'validation.passwordTooShort',
  message: 'The password must be at least 8 characters long.',
}) as const;
export const resetLinkInvalid = (/*i18n*/ {
  id: 'validation.resetLinkInvalid',
  message: 'This link is no longer valid. Please ask for a new e-mail.',
}) as const;
export const propertyRequired = (/*i18n*/ { id: 'validation.propertyRequired', message: 'Please choose a property.' }) as const;
export const amountRequired = (/*i18n*/ { id: 'validation.amountRequired', message: 'Please enter the amount of your offer.' }) as const;
export const amountInWordsRequired = (/*i18n*/ { id: 'validation.amountInWordsRequired', message: 'Please write the amount in words.' }) as const;
export const amountInWordsMismatch = (/*i18n*/ {
  id: 'validation.amountInWordsMismatch',
  message: 'The amount in words does not say the same as the amount in digits.',
}) as const;
export const placeRequired = (/*i18n*/ { id: 'validation.placeRequired', message: 'Please enter the place of signing.' }) as const;
export const signingDateRequired = (/*i18n*/ { id: 'validation.signingDateRequired', message: 'Please enter the date of signing.' }) as const;
export const adultsRequired = (/*i18n*/ { id: 'validation.adultsRequired', message: 'Please enter the number of adults.' }) as const;
export const slotRequired = (/*i18n*/ { id: 'validation.slotRequired', message: 'Please choose a moment for your visit.' }) as const;
export const incomeRequired = (/*i18n*/ { id: 'validation.incomeRequired', message: 'Please enter your net monthly income.' }) as const;
export const demandLinkInvalid = (/*i18n*/ {
  id: 'validation.demandLinkInvalid',
  message: 'This link is no longer valid. Please fill in the search profile again.',
}) as const;
