// `shared-api/contact`: the contact form's mutation, in the shell's lazy contact page only.
export * from './contact.mutations';
