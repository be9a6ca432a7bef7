import { readCategoryState, type CategoryNavState } from "./navigation-state";

const bagProduct: CategoryNavState = {
  category_id: "3",
  category_name: "Jute Bags",
  child_category_id: "2",
  child_category_name: "Hessian Bags",
  sub_category_id: "14",
  sub_category_name: "Hessian Bag",
};

describe("reading a screen's context from navigation state", () => {
  it("falls back to the route's context when there is no state (opened directly)", () => {
    expect(readCategoryState(null, bagProduct)).toEqual(bagProduct);
    expect(readCategoryState(undefined, bagProduct)).toEqual(bagProduct);
    expect(readCategoryState("garbage", bagProduct)).toEqual(bagProduct);
  });

  it("takes what the state gives, numbers or strings", () => {
    expect(readCategoryState({ category_id: 5, category_name: "Soil Saver" }, bagProduct)).toEqual({
      category_id: "5",
      category_name: "Soil Saver",
    });
  });

  it("never pairs the fallback's names with other ids", () => {
    expect(readCategoryState({ category_id: "3", child_category_id: "1" }, bagProduct)).toEqual({
      category_id: "3",
      category_name: "Jute Bags",
      child_category_id: "1",
    });
    expect(readCategoryState({ category_id: "9" }, bagProduct)).toEqual({ category_id: "9", category_name: "Category 9" });
  });

  it("fills in what is missing within the same category", () => {
    expect(readCategoryState({ category_id: "3", category_name: "Bags" }, bagProduct)).toEqual({ ...bagProduct, category_name: "Bags" });
  });
});
