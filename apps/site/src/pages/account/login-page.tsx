import { Link } from "@jute/ui";
import { href } from "../../config/paths";
import { AccountScreen } from "./account-screen";

export function LoginPage() {
  return (
    <AccountScreen heading="Account Login">
      <p className="lead">Members log in with their email address and password to see our prices in US dollars.</p>
      <p>
        Online login opens together with our price service. If you are a buyer and need a price today, write to us and our
        sales team will reply with a quotation. New here? <Link href={href("register")}>Sign up</Link> to read how
        membership works.
      </p>
    </AccountScreen>
  );
}
