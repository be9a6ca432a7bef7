import { yarn } from "../../content/products";
import { ProductPageView } from "./product-page-view";

export function YarnPage() {
  return <ProductPageView page={yarn} />;
}
