print("refresh-playground")
