/**
 * When forms show errors: on submit, then live as the user fixes them. Not on blur: a message
 * appearing on blur pushes the submit button down between mouse-down and mouse-up, and the
 * click is lost.
 */
export const VALIDATION_MODE = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
