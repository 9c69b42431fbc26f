package com.wrapstudio.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
