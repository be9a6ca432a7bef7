import { sackingDetails } from "../../content/products";
import { ProductPageView } from "./product-page-view";

export function SackingDetailsPage() {
  return <ProductPageView page={sackingDetails} />;
}
