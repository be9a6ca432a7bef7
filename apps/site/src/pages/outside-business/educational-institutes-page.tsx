export function EducationalInstitutesPage() {
  return <h1 tabIndex={-1}>EducationalInstitutesPage</h1>;
}
