import { Link } from "@jute/ui";
import { href } from "../../config/paths";
import { AccountScreen } from "./account-screen";

export function RegisterPage() {
  return (
    <AccountScreen heading="Sign Up">
      <p className="lead">
        Buyers register with their full name, email address and a password, and can then see the prices of our yarn, bags,
        cloth, rope and soil saver.
      </p>
      <p>
        Online sign-up opens together with our price service. Until then, write to us with your company name and the
        products you buy, and we will set up your account. Already a member? <Link href={href("login")}>Log in</Link>.
      </p>
    </AccountScreen>
  );
}
