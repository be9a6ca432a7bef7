import { PageHeading } from "@jute/ui";
import { RegistrationScreen } from "../../flows/registration/registration-screen";

export function RegisterPage() {
  return (
    <div className="container page page--narrow account-screen">
      <PageHeading>Sign Up</PageHeading>
      <p className="lead">Buyers register with their full name, email address and a password, and can then see our prices.</p>
      <RegistrationScreen />
    </div>
  );
}
