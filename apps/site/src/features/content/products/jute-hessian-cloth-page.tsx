import { hessianCloth } from "./products.copy";
import { ProductPageView } from "./product-page-view";

export function JuteHessianClothPage() {
  return <ProductPageView page={hessianCloth} slides={{ variant: "carousel", interval: 5000 }} />;
}
