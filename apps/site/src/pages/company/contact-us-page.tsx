export function ContactUsPage() {
  return <h1 tabIndex={-1}>ContactUsPage</h1>;
}
