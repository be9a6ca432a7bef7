import { hessianBag } from "../../content/products";
import { ProductPageView } from "./product-page-view";

export function JuteHessianBagPage() {
  return <ProductPageView page={hessianBag} />;
}
