import { sackingBag } from "../../content/products";
import { ProductPageView } from "./product-page-view";

export function JuteSackingBagPage() {
  return <ProductPageView page={sackingBag} />;
}
