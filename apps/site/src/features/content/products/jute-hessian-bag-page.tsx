import { hessianBag } from "./products.copy";
import { ProductPageView } from "./product-page-view";

export function JuteHessianBagPage() {
  return <ProductPageView page={hessianBag} />;
}
