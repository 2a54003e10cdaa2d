// The SDL layer; see the files beside this one.
