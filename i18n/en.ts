import { administration } from './administration.ts';
import { generic } from './generic.ts';
import { pages } from './pages.ts';
import { resources } from './resources.ts';
import { shell } from './shell.ts';
import englishMessages from 'ra-language-english';

export const en = {
  ...shell['en'],
  ...pages['en'],
  administration: administration.en.administration,
  ...generic['en'],
  ...resources['en'],
  ...englishMessages,
  app: { name: 'Showrunner' },
  errors: {
    ...administration.en.errors,
    not_found: 'Not found',
    forbidden: 'You do not have permission to do this.',
    unauthorized: 'Please log in.',
    validation: 'Some fields are not valid.',
    bad_request: 'The request is not valid.',
    server: 'Something went wrong on our side. Please try again.',
    login_failed: 'Wrong username or password.',
    too_many_attempts: 'Too many attempts. Please wait a minute and try again.',
    unique: 'This value is already used.',
    in_use: 'This record is still in use and cannot be deleted.',
    unsupported_media_type: 'Unsupported content type.',
    payload_too_large: 'The request is too large.',
    method_not_allowed: 'This operation is not available here.',
  },
  validation: {
    ...administration.en.validation,
    required: 'Required',
    string: 'Must be text',
    number: 'Must be a number',
    integer: 'Must be a whole number',
    boolean: 'Must be yes or no',
    date: 'Must be a date',
    datetime: 'Must be a date and time',
    enum: 'Must be one of the listed values',
    link: 'Must be an http(s), mailto or tel link',
    email: 'Must be a valid email',
    reference: 'Must be an existing record',
    unique: 'This value is already used',
    unknown_field: 'Unknown field',
    max_length: 'Must be %{max} characters or less',
    min_length: 'Must be at least %{min} characters',
    min_value: 'Must be at least %{min}',
    max_value: 'Must be %{max} or less',
    password_required: 'Please input the password.',
    password_letter: 'Your password does not contain any letter.',
    password_number: 'Your password does not contain any number.',
    password_common: 'This password is too common. Please choose another.',
    password_letter_number: 'Please make sure your password contains at least one number and one letter.',
    image_url: 'Must be an http(s) address or an uploaded image',
  },
};
