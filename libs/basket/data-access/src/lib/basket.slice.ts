import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A package of the basket by its shipment tag and id; what it shows is read from the basket in the Apollo cache. */
export interface PackageRef {
  tag: string;
  packageId: string;
}

/**
 * What the basket page's modals are about (spec §2.6): the package to delete, preview or edit and the shipment whose
 * receivers a reset would clear. Which modal is open stays in the shared modals slice, where opening one closes
 * the others.
 */
export interface BasketState {
  removing: PackageRef | null;
  previewing: PackageRef | null;
  editing: PackageRef | null;
  /** The tag of the shipment. */
  resetting: string | null;
}

export const initialBasketState: BasketState = { removing: null, previewing: null, editing: null, resetting: null };

export const basketSlice = createSlice({
  name: 'basket',
  initialState: initialBasketState,
  reducers: {
    packageRemovalAsked: (state, action: PayloadAction<PackageRef>) => {
      state.removing = action.payload;
    },
    packagePreviewOpened: (state, action: PayloadAction<PackageRef>) => {
      state.previewing = action.payload;
    },
    packageEditOpened: (state, action: PayloadAction<PackageRef>) => {
      state.editing = action.payload;
    },
    receiversResetAsked: (state, action: PayloadAction<string>) => {
      state.resetting = action.payload;
    },
  },
});

export const { packageRemovalAsked, packagePreviewOpened, packageEditOpened, receiversResetAsked } = basketSlice.actions;

export type BasketSliceState = { [basketSlice.name]: BasketState };

export const basketReducers = { [basketSlice.name]: basketSlice.reducer };

export const selectRemovingPackage = (state: BasketSliceState) => state.basket.removing;
export const selectPreviewedPackage = (state: BasketSliceState) => state.basket.previewing;
export const selectEditedPackage = (state: BasketSliceState) => state.basket.editing;
export const selectResettingShipment = (state: BasketSliceState) => state.basket.resetting;
