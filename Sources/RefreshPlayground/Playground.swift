// The playground library; see the files beside this one.
