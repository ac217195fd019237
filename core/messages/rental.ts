/**
 * Why a rental application asks what it asks, by the law of the property's region.
 */
export const basisBrussels = (/*i18n*/ {
  id: 'rental.basis.brussels',
  message:
    'Brussels Housing Code, art. 200ter: a landlord may ask only for your name and a way to reach you before a visit, and after the visit for the size of your household and the amount of your resources. This form asks nothing more.',
}) as const;
export const basisFlanders = (/*i18n*/ {
  id: 'rental.basis.flanders',
  message:
    'Flemish Rental Decree, art. 7: a landlord may ask only what is needed to choose a tenant. Your income is asked as an amount, never where it comes from.',
}) as const;
export const basisWallonia = (/*i18n*/ {
  id: 'rental.basis.wallonia',
  message:
    'Following recommendation 01/2009 of the Data Protection Authority, we ask only what is needed to assess your application. Your CV, your pets and your reason for moving are up to you.',
}) as const;
export const basisLuxembourg = (/*i18n*/ {
  id: 'rental.basis.luxembourg',
  message:
    'Following the General Data Protection Regulation, we ask only what is needed to assess your application. Your CV, your pets and your reason for moving are up to you.',
}) as const;
export const never = (/*i18n*/ {
  id: 'rental.never',
  message: 'We never ask for your national register number, nor for copies of pay slips or bank statements.',
}) as const;
export const incomeHint = (/*i18n*/ {
  id: 'rental.incomeHint',
  message: 'An amount per month, after tax. Where it comes from is not asked.',
}) as const;
export const noAutomaticCheck = (/*i18n*/ {
  id: 'rental.noAutomaticCheck',
  message: 'Your income is not compared with the rent automatically: the owner reads your whole application.',
}) as const;
