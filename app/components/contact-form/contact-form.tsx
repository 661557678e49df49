/** Skeleton: the contact form issue builds the form here. */
export function ContactForm() {
  return <div data-testid="contact-form" />;
}
